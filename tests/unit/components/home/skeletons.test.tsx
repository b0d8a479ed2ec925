import { render, screen } from "@testing-library/react";
import { ProductRailsSkeleton } from "@/components/home/skeletons";

// The skeletons take the slider's slide widths, whose module reads the backend on the server.
jest.mock("@/lib/backend/last-good-copy", () => ({ keepLastGoodCopy: jest.fn(async () => {}) }));

describe("ProductRailsSkeleton", () => {
  it("says 'Loading products...' while they stream in", () => {
    render(<ProductRailsSkeleton />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading products...");
  });
});

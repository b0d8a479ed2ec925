import { render } from "@testing-library/react";
import { WebVitals } from "@/components/layout/web-vitals";

const reportVitals = jest.fn(() => Promise.resolve());
jest.mock("@/lib/vitals/beacon", () => ({ reportVitals }));

let idle: (() => void) | null = null;
jest.mock("@/lib/idle", () => ({
  whenIdle: (run: () => void) => {
    idle = run;
    return () => (idle = null);
  },
}));

const flushImports = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  idle = null;
  reportVitals.mockClear();
});

test("loads the beacon only once the page is idle, and renders nothing", async () => {
  const { container } = render(<WebVitals />);
  expect(container).toBeEmptyDOMElement();
  await flushImports();
  expect(reportVitals).not.toHaveBeenCalled();
  idle?.();
  await flushImports();
  expect(reportVitals).toHaveBeenCalledWith("/");
});

test("an unsampled page load never loads it", async () => {
  jest.spyOn(Math, "random").mockReturnValue(0.99);
  process.env.NEXT_PUBLIC_VITALS_SAMPLE_RATE = "0.1";
  try {
    render(<WebVitals />);
    expect(idle).toBeNull();
  } finally {
    delete process.env.NEXT_PUBLIC_VITALS_SAMPLE_RATE;
    jest.restoreAllMocks();
  }
});

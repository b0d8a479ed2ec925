import { fireEvent, render } from "@testing-library/react";
import { useRef } from "react";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";

function Panel({ active, onOutside }: { active: boolean; onOutside: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useOutsidePointerDown(root, active, onOutside);
  return (
    <div>
      <div ref={root}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </div>
  );
}

describe("useOutsidePointerDown", () => {
  it("calls back on a press outside the panel, not inside it", () => {
    const onOutside = jest.fn();
    const { getByText } = render(<Panel active onOutside={onOutside} />);
    fireEvent.pointerDown(getByText("inside"));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(getByText("outside"));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it("listens only while active", () => {
    const onOutside = jest.fn();
    const { getByText, rerender } = render(<Panel active={false} onOutside={onOutside} />);
    fireEvent.pointerDown(getByText("outside"));
    expect(onOutside).not.toHaveBeenCalled();
    rerender(<Panel active onOutside={onOutside} />);
    fireEvent.pointerDown(getByText("outside"));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });
});

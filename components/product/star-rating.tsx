import { Star } from "@/components/ui/icons/star";
import { cn } from "@/lib/cn";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars filled to `rating` (fractions fill part of a star). Screen readers hear
 * "4 out of 5 stars" instead of five pictures.
 */
export function StarRating({
  rating,
  size = "sm",
  className,
}: {
  rating: number;
  size?: "sm" | "md";
  className?: string;
}) {
  const icon = size === "md" ? "size-5" : "size-4";
  return (
    <span className={cn("inline-flex items-center", className)}>
      <span className="sr-only">{`${rating} out of 5 stars`}</span>
      <span className="inline-flex gap-0.5" aria-hidden>
        {STARS.map((star) => {
          const fill = Math.min(1, Math.max(0, rating - (star - 1)));
          return (
            <span key={star} className={cn("relative inline-block", icon)}>
              <Star className={cn("absolute inset-0 text-neutral-300", icon)} strokeWidth={1.5} />
              {fill > 0 && (
                <span
                  className="absolute inset-y-0 left-0 overflow-hidden"
                  style={{ width: `${fill * 100}%` }}
                >
                  <Star className={cn("fill-amber-400 text-amber-400", icon)} strokeWidth={1.5} />
                </span>
              )}
            </span>
          );
        })}
      </span>
    </span>
  );
}

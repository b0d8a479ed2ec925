import { getImageProps, type ImageProps } from "next/image";

/**
 * A fixed-size picture's `src` and `srcset` with each URL written once: next/image writes
 * "<1x url> 1x, <2x url> 2x" and the 2x again as `src`; a browser takes `src` as the 1x
 * candidate of the `srcset`, so the 1x becomes the `src` and the `srcset` keeps the 2x alone.
 * A width-described `srcset` (a picture with `sizes`) is left as it is.
 */
export function urlsOnce(props: { src: string; srcSet?: string }): {
  src: string;
  srcSet?: string;
} {
  const [oneX, twoX, ...more] = (props.srcSet ?? "").split(", ");
  if (!oneX?.endsWith(" 1x") || !twoX?.endsWith(" 2x") || more.length > 0) {
    return { src: props.src, srcSet: props.srcSet };
  }
  return { src: oneX.slice(0, -" 1x".length), srcSet: twoX };
}

/**
 * next/image's optimised `<img>` (its URLs through the image optimiser), without the `<Image>`
 * component. `<Image>` is a client component: a page whose pictures all come from server
 * components (home's hero, banners and tiles, a recipient's page) would ship its code only to
 * hydrate them (docs/performance.md, "Where the first-load JS is"). Drawn by a server component
 * this ships nothing; in a client one, only the props' computation.
 */
export function OptimisedImg(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props
  return <img {...img} {...urlsOnce(img)} />;
}

/**
 * A photo's place in its print as a request or an answer carries it (docs/gifting.md "Placing a
 * photo"): the one schema the backend, the BFF and the storefront's wire reader check it with.
 * Apart from print-crop.ts so that the product page's cropper does not bring zod along.
 */
import { z } from "zod";
import { ZOOM_MAX } from "../print-crop";

export const CROP_MESSAGE = `a crop is { x, y } from 0 to 1 and a zoom from 1 to ${ZOOM_MAX}`;

export const cropSchema = z.object(
  {
    x: z.number({ message: CROP_MESSAGE }).min(0, CROP_MESSAGE).max(1, CROP_MESSAGE),
    y: z.number({ message: CROP_MESSAGE }).min(0, CROP_MESSAGE).max(1, CROP_MESSAGE),
    zoom: z.number({ message: CROP_MESSAGE }).min(1, CROP_MESSAGE).max(ZOOM_MAX, CROP_MESSAGE),
  },
  { message: CROP_MESSAGE },
);

import { serve } from "./serve.mjs";

await serve("start");

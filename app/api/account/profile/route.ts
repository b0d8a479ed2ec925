import { updateProfile } from "@/lib/backend/account";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { profileSchema } from "@/lib/validations/account";

/** PUT /api/account/profile: saves name, phone and email. */
export async function PUT(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const body = await readJson(request, profileSchema);
  if (!body.ok) return body.response;
  const saved = await withBackend(
    () => updateProfile(session.value.token, body.data),
    "Could not save your profile. Please try again.",
  );
  if (!saved.ok) return saved.response;
  return privateJson({ message: saved.value || "Profile updated successfully" });
}

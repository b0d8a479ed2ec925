"use client";

import { clsx } from "clsx";
import { MapPinPlus } from "@/components/ui/icons/map-pin-plus";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  clearDeliveryAddress,
  readDeliveryAddress,
  saveDeliveryAddress,
} from "@/lib/stores/delivery-address";
import { accountApi } from "@/lib/api/account";
import { toast } from "@/lib/toast";
import type { Address } from "@/lib/types";
import {
  ADDRESS_ADDED,
  ADDRESS_DELETE_FAILED,
  ADDRESS_UPDATED,
  GENERIC_FAILURE,
  SELECT_ADDRESS,
  type AddressInput,
} from "@/lib/validations/account";
import { buttonStyles } from "@/components/ui/button-styles";
import { AddressCard } from "./address-card";
import { AddressForm } from "./address-form";
import { PATHS } from "@/lib/routing/paths";

type Editing = { kind: "closed" } | { kind: "add" } | { kind: "edit"; id: string };
type Focus = { id: string; on: "edit" | "delete" } | null;

const noSubscription = () => () => {};
/** The address kept from an earlier visit in this tab; null in the server render. */
const useStoredAddressId = () =>
  useSyncExternalStore(
    noSubscription,
    () => readDeliveryAddress()?.id ?? null,
    () => null,
  );

/**
 * /addaddress's address book (docs/contract.md, Screens: Addresses; Behaviour; Validation): pick
 * one address to deliver to, add, edit or delete addresses, then Deliver Here keeps the choice for
 * the order summary.
 */
export function AddressBook({ initialAddresses }: { initialAddresses: Address[] }) {
  const router = useRouter();
  const [addresses, setAddresses] = useState(initialAddresses);
  // undefined until the shopper picks: until then the kept, the default or the newest address is
  // chosen, so Deliver Here always has one to go to.
  const [choice, setChoice] = useState<string | null | undefined>(undefined);
  const [editing, setEditing] = useState<Editing>(() =>
    initialAddresses.length === 0 ? { kind: "add" } : { kind: "closed" },
  );
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [focus, setFocus] = useState<Focus>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deliverRef = useRef<HTMLButtonElement>(null);
  // Set when a new address is saved: once the list shows it, the page moves on to Deliver Here.
  const moveToDeliver = useRef(false);

  useEffect(() => {
    if (!moveToDeliver.current) return;
    moveToDeliver.current = false;
    deliverRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    deliverRef.current?.focus({ preventScroll: true });
  }, [addresses]);
  const storedId = useStoredAddressId();

  const has = (id: string | null | undefined) => addresses.some((address) => address.id === id);
  const selectedId =
    choice !== undefined
      ? has(choice)
        ? choice
        : null
      : has(storedId)
        ? storedId
        : (addresses.find((address) => address.isDefaultBilling)?.id ??
          addresses.at(-1)?.id ??
          null);

  const select = (id: string, selected: boolean) => {
    setChoice(selected ? id : null);
    if (selected) setMissingChoice(false);
  };

  const closeForm = (returnTo: Focus) => {
    setEditing({ kind: "closed" });
    setFocus(returnTo);
  };

  const save = async (values: AddressInput, id?: string): Promise<boolean> => {
    const answer = await accountApi.saveAddress(values, id);
    if (!answer.ok) {
      toast.error(answer.error ?? GENERIC_FAILURE);
      return false;
    }
    const list = answer.value;
    toast.success(id ? ADDRESS_UPDATED : ADDRESS_ADDED);
    const added = list.addresses.find((address) => !has(address.id));
    // A new address is most likely where this order should go.
    if (!id && added) select(added.id, true);
    setAddresses(list.addresses);
    closeForm(id ? { id, on: "edit" } : null);
    if (!id) moveToDeliver.current = true;
    return true;
  };

  const remove = async (id: string) => {
    if (deleting) return;
    setDeleting(id);
    const answer = await accountApi.deleteAddress(id);
    setDeleting(null);
    if (!answer.ok) {
      toast.error(ADDRESS_DELETE_FAILED);
      return;
    }
    const list = answer.value;
    toast.success(list.message ?? "Address deleted");
    if (storedId === id) clearDeliveryAddress();
    setConfirming(null);
    setAddresses(list.addresses);
    if (list.addresses.length === 0) setEditing({ kind: "add" });
    headingRef.current?.focus();
  };

  const deliverHere = () => {
    const address = addresses.find((candidate) => candidate.id === selectedId);
    if (!address) {
      setMissingChoice(true);
      toast.error(SELECT_ADDRESS);
      return;
    }
    saveDeliveryAddress(address);
    router.push(PATHS.orderSummary);
  };

  return (
    <div>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-neutral-900 outline-none"
      >
        Saved addresses
      </h2>

      {addresses.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-neutral-300 bg-white px-5 py-6 text-center text-base text-neutral-700">
          You have no saved addresses yet.
          <span className="mt-1 block text-sm text-neutral-500">
            Add one below and we&apos;ll deliver your gift there.
          </span>
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {addresses.map((address) => (
            <li key={address.id}>
              {editing.kind === "edit" && editing.id === address.id ? (
                <AddressForm
                  address={address}
                  title={`Edit address of ${address.fullName}`}
                  onSave={(values) => save(values, address.id)}
                  onCancel={() => closeForm({ id: address.id, on: "edit" })}
                />
              ) : (
                <AddressCard
                  address={address}
                  selected={selectedId === address.id}
                  onSelect={(selected) => select(address.id, selected)}
                  onChoose={() => select(address.id, true)}
                  onEdit={() => {
                    setConfirming(null);
                    setEditing({ kind: "edit", id: address.id });
                  }}
                  confirming={confirming === address.id}
                  onAskDelete={() => setConfirming(address.id)}
                  onCancelDelete={() => {
                    setConfirming(null);
                    setFocus({ id: address.id, on: "delete" });
                  }}
                  onDelete={() => void remove(address.id)}
                  deleting={deleting === address.id}
                  focusOn={focus?.id === address.id ? focus.on : undefined}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4">
        {editing.kind === "add" ? (
          <AddressForm
            title="Add a new address"
            onSave={(values) => save(values)}
            onCancel={() => closeForm(null)}
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              setConfirming(null);
              setEditing({ kind: "add" });
            }}
            className={clsx(
              buttonStyles({ variant: "secondary" }),
              "w-full border-dashed sm:w-auto",
            )}
          >
            <MapPinPlus aria-hidden="true" className="size-4" />
            Add New Address
          </button>
        )}
      </div>

      <div className="mt-8 border-t border-neutral-200 pt-6">
        {missingChoice ? (
          <p role="alert" className="mb-4 text-sm font-medium text-red-700">
            {SELECT_ADDRESS}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            ref={deliverRef}
            type="button"
            onClick={deliverHere}
            className={clsx(buttonStyles(), "sm:min-w-40")}
          >
            Deliver Here
          </button>
          <button
            type="button"
            // A tab opened on this page has no page to go back to: the cart is the step before.
            onClick={() => (window.history.length > 1 ? router.back() : router.push(PATHS.cart))}
            className={buttonStyles({ variant: "secondary" })}
          >
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

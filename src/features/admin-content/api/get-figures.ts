import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FigureState } from "@common/figures";
import { contentCall } from "./call";

export const figuresKeys = { all: ["admin", "figures"] as const };

export const getFigures = () => contentCall<{ figures: FigureState[] }>("GET", "/api/admin/figures");

export const getFiguresQueryOptions = () => queryOptions({ queryKey: figuresKeys.all, queryFn: getFigures });

/** `GET /api/admin/figures`: every figure of the site, its mode and what the product counts now. */
export const useFigures = () => useQuery(getFiguresQueryOptions());

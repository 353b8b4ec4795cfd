import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FigureId, FigureState } from "@common/figures";
import type { FigureInput } from "@common/figures-schema";
import { contentCall } from "./call";
import { figuresKeys } from "./get-figures";
import { launchKeys } from "./get-launch-checklist";

export const saveFigure = (id: FigureId, input: FigureInput) =>
  contentCall<{ figures: FigureState[]; pages: number }>("PUT", `/api/admin/figures/${id}`, input);

/** `PUT /api/admin/figures/:id`: the list takes the server's answer; the launch checklist is asked for again. */
export function useSaveFigure(id: FigureId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FigureInput) => saveFigure(id, input),
    onSuccess: (result) => {
      qc.setQueryData(figuresKeys.all, { figures: result.figures });
      void qc.invalidateQueries({ queryKey: launchKeys.all });
    },
  });
}

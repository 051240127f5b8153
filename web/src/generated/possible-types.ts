
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "LabelStatusEvent": [
      "LabelStatusSnapshot",
      "LabelsErrorUpdate",
      "LabelsProgressUpdate",
      "PostponedShipmentsUpdate"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "LabelStatusEvent": [
      "LabelStatusSnapshot",
      "LabelsErrorUpdate",
      "LabelsProgressUpdate",
      "PostponedShipmentsUpdate"
    ]
  }
};
      export default result;
    
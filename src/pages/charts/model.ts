/**
 * What a chart shows, as the pages draw it: the model is the calculators' (src/calculators/chart-model.ts), since each
 * calculator declares its own charts' data beside its module; the SVG, its legend and its data table are drawn here.
 */
export * from '../../calculators/chart-model';

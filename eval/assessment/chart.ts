/** The report's one chart, drawn with vega-lite: recall per answer style and false credit, per run and split. */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

export interface ChartPoint {
  run: string;
  /** An evidence style (recall) or "false credit (adversarial)". */
  measure: string;
  value: number;
}

export async function chartSvg(title: string, points: readonly ChartPoint[]): Promise<string> {
  const spec: TopLevelSpec = {
    title,
    width: 520,
    height: 220,
    data: { values: [...points] },
    mark: 'bar',
    encoding: {
      x: { field: 'measure', type: 'nominal', title: null, sort: null, axis: { labelAngle: -30 } },
      xOffset: { field: 'run', sort: null },
      y: { field: 'value', type: 'quantitative', title: 'share', scale: { domain: [0, 1] } },
      // Runs come in pairs per split (baseline, latest): tableau20's dark and light tone of one hue for each pair.
      color: {
        field: 'run',
        type: 'nominal',
        title: 'run',
        sort: null,
        scale: { scheme: 'tableau20' },
        legend: { labelLimit: 400 },
      },
    },
  };
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  return view.toSVG();
}

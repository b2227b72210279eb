// Loaded only by EChart's effect (a dynamic import), so echarts stays in its own chunk, fetched on the overview only.
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };

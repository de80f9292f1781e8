//! S5: a closure captures `y` by shared reference and reads `y[i + 1]`,
//! which thread i + 1 writes (`y[i] = left(i)` reads the neighbour).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_reads_neighbour(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            let next = {
                let get = |k: usize| y[k];
                get(i + 1)
            };
            y[i] = next * 0.5;
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}

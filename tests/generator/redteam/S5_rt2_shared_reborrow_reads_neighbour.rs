//! S5: a shared reborrow `let r: &[f32] = &*y;` reads `r[i + 1]`, the element
//! thread i + 1 writes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_reborrow_reads_neighbour(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            let v = {
                let r: &[f32] = &*y;
                r[i + 1]
            };
            y[i] = v * 0.5;
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}

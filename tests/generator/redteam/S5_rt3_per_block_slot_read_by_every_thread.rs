//! S5: one write per block (`if t == 0 { partial[b] = .. }`) plus a read of
//! `partial[b]` by every thread of the block in the same launch — a read of
//! an element thread 0 writes, with nothing ordering them.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn per_block_slot_read_by_every_thread(partial: &mut [f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let b = block_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if b < partial.len() {
            if t == 0 {
                partial[b] = 1.0;
            }
            let v = partial[b];
            if i < y.len() {
                y[i] = v;
            }
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`partial`|`partial\[}}

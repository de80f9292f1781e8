//! S5: one write per block whose leader test is on a local rewritten
//! through a `&mut`: `let mut t = thread_idx_x(); let r = &mut t; *r /= 2;
//! if t == 0 { partial[block_idx_x()] = .. }` — threads 0 and 1 write.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn per_block_leader_through_mut_ref(partial: &mut [f32]) {
        let b = block_idx_x() as usize;
        let mut t = thread_idx_x();
        let r = &mut t;
        *r /= 2;
        if t == 0 && b < partial.len() {
            partial[b] = thread_idx_x() as f32;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`partial`|`partial\[}}

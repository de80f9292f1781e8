//! S8: a shared slot from a const table: `const SLOT: [usize; 4] =
//! [0, 1, 1, 3]; s[4 * (t / 4) + SLOT[t % 4]] = v` — threads 1 and 2 of
//! each quad write one slot.
#![no_std]
use rsgpu::*;

const SLOT: [usize; 4] = [0, 1, 1, 3];

rsgpu::kernel! {
    pub fn const_array_slot_permutation_collides(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        s[4 * (t / 4) + SLOT[t % 4]] = v;
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
// CHECK: {{`s`|`s\[}}

//! S5: `let mut arr = [i, 0]; arr.swap(0, 1); y[arr[0]]` — `slice::swap` on a local array (supported) moves 0 to the front: every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn local_index_array_swapped(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut arr = [i, 0usize];
        arr.swap(0, 1);
        let j = arr[0];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O3: `MaybeUninit` from the inlined `slice::swap` (RG0101); the safety code where it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O0: error[RG020{{[12]}}]:
// CHECK-O0: {{`y`|`y\[}}

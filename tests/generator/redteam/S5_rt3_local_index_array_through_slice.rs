//! S5: a local index array written through a `&mut [usize]` of it: `let s = &mut arr[..]; s[0] = 0; y[arr[0]]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn local_index_array_through_slice(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut arr = [i, i];
        let s = &mut arr[..];
        s[0] = 0;
        let j = arr[0];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O0: `RangeFull` constant (RG0102); the safety code where it is translated.
// CHECK-O0: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O3: error[RG020{{[12]}}]:
// CHECK-O3: {{`y`|`y\[}}

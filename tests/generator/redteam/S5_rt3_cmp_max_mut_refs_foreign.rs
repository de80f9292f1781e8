//! S5: `*core::cmp::max(&mut a[i], &mut b[i / 2]) = 0`: `Ord::max` of two
//! `&mut u32` returns one of them; b[i / 2] is shared by threads 2k, 2k + 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cmp_max_mut_refs_foreign(a: &mut [u32], b: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < a.len() && i / 2 < b.len() {
            let r = core::cmp::max(&mut a[i], &mut b[i / 2]);
            *r = 0;
        }
    }
}
// O0: `core::cmp::max::<&mut u32>` is not in the call table (RG0100, "it
// returns a reference"); O3: the mutable borrow of b[i / 2] is RG0201.
// CHECK-O0: error[RG0{{(100|20[123])}}]:
// CHECK-O3: error[RG020{{[123]}}]:
// CHECK-O3: {{`b`|`b\[}}

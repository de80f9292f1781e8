//! S5: `let m = (&i).max(&k)` (`<&usize as Ord>::max` returns one of the
//! references), `y[*m]` with `k = y.len() / 2`: every thread below k
//! writes y[k].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ord_max_ref_index(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = y.len() / 2;
        let m = (&i).max(&k);
        if *m < y.len() {
            y[*m] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}

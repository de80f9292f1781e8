//! S5: a `match` on a tuple of index locals by `&mut`: `match (&mut a, &mut b) { (x, _) => *x = 0 }` then `y[a]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_match_binding_mut(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = i;
        let mut b = i;
        match (&mut a, &mut b) {
            (x, _) => *x = 0,
        }
        if a < y.len() && b < y.len() {
            y[a] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}

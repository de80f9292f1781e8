//! S5: a closure capturing `y` takes the index as its argument; every thread
//! calls it with `i / 2` (threads 2k, 2k+1 write y[k]).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_index_arg_foreign(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut store = |k: usize, v: f32| {
            if k < y.len() {
                y[k] = v;
            }
        };
        if i < x.len() {
            store(i / 2, x[i]);
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}

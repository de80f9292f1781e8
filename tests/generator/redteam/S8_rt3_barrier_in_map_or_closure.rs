//! S8: `x.get(i).map_or(0.0, |v| { sync_threads(); *v })`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_map_or_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).map_or(0.0, |v| {
            sync_threads();
            *v
        });
        if i < y.len() {
            y[i] = v;
        }
    }
}
// `Option::map_or` is in the call table (branch gen-calls): refused as a
// barrier in a closure called a thread-dependent number of times (RG0210).
// CHECK: error[RG0{{(10[0-2]|210)}}]:

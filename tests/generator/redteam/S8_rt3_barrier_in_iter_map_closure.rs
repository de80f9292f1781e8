//! S8: a barrier in the closure of `x[..t].iter().map(..).sum()` — thread t runs it t times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_iter_map_closure(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = t.min(x.len());
        let s: f32 = x[..n].iter().map(|v| {
            sync_threads();
            *v
        }).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// O0: `RangeTo<usize>` (`x[..n]`) is not a device type yet (RG0101).
// CHECK-O0: error[RG0{{(10[0-2]|301|21[0-2])}}]:
// CHECK-O3: error[RG0210]:

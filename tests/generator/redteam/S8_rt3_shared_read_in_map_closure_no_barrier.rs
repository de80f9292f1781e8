//! S8: `s[t] = v;` then `x.iter().map(|_| s[(t + 1) % 128]).sum()` — the neighbour's slot read in a `map` closure with no barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_read_in_map_closure_no_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        let r: f32 = x.iter().map(|_| s[(t + 1) % 128]).sum();
        if i < y.len() {
            y[i] = r;
        }
    }
}
// O3: core's `map_fold` closure is not mapped (RG0101): refused, not for the safety rule.
// CHECK-O0: error[RG022{{[012]}}]:
// CHECK-O3: error[RG0{{(10[0-2]|20[0-3]|22[0-2])}}]:

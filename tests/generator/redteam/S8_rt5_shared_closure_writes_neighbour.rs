//! S8: a closure `|j, v| s[j % 128] = v` writes the neighbour's slot
//! (`put(t + 1, ..)`), then `s[t]` is read without a barrier. Expected RG0220
//! (O3) or RG0222 (O0: the handle captured by the closure).
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn shared_closure_writes_neighbour(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t = thread_idx_x() as usize;
        let mut s = shared_array::<f32, 128>();
        let mut put = |j: usize, v: f32| s[j % 128] = v;
        put(t + 1, 1.0);
        let v = s[t % 128];
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: error[RG022{{[02]}}]:

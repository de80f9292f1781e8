//! S8: a handle `cur` that starts on array A and moves to B after the first
//! pass (`cur = b;`): pass 2 writes `B[t]` through `w = cur` while the
//! threads read `b[(t + 1) % 128]`, no barrier anywhere.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn shared_handle_moved_in_loop(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let a = shared_array::<f32, 128>();
        let b = shared_array::<f32, 128>();
        let mut cur = a;
        let mut acc = 0.0f32;
        for k in 0..2 {
            let mut w = cur;
            w[t] = if i < x.len() { x[i] + k as f32 } else { 0.0 };
            acc += b[(t + 1) % 128];
            cur = b;
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG022{{[012]}}]:

//! S8 misuse: one loop writes the thread's row `s[t * 4 + k]` and the next thread's row `s[(t + 1) * 4 + k]` (both bases are injective products, but different functions): thread t and thread t + 1 both write slots [4t + 4, 4t + 8). Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_next_thread_row(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t * 4 + k] = 1.0;
            s[(t + 1) * 4 + k] = 2.0;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:

//! S8 (cause F's sibling): a barrier loop bound read at a uniform index of a
//! per-thread slice value: `let (_, hi) = x.split_at(t % 2); for _ in
//! 0..hi[0] { sync_threads(); }` — hi[0] is x[t % 2].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_from_split_at_element(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let (_, hi) = x.split_at(t % 2);
        let mut n = 0.0f32;
        for _ in 0..hi[0] {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:

//! S8: the tree step spelled `match t < k { true => s[t] += s[t + k], false =>
//! s[t] = 0.0 }`: the false arm clears the slots the true arm reads.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn tree_match_false_arm_clears(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 128;
        while k > 0 {
            match t < k { true => s[t] += s[t + k], false => s[t] = 0.0 }
            sync_threads();
            k /= 2;
        }
        if t == 0 && (block_idx_x() as usize) < y.len() {
            y[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:

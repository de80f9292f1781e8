//! Near miss of accept/shared_row_loop_forms.rs (own read-back): the
//! thread reads `s[t]` in the same phase as the row loop writes: thread t
//! reads slot t, which thread t / 4 writes. RG0220 (a barrier is missing).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop_read_other(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t * 4 + k] = k as f32;
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG0220]: read of `s[t]` may see another thread's write of `s[((t * 4) + k)]`

//! S8 near miss of one barrier copied into both arms of `t < 64`: after it
//! the threads below 64 write `s[t + 64]` while the others read `s[t]` in
//! the same phase (thread 0 writes the slot thread 64 reads). The copies are
//! one barrier; what follows them in the two arms runs side by side.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn arms_after_duplicated_barrier(x: &[f32], y: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 0.0f32;
        if t < 64 {
            s.set(t, if i < x.len() { x[i] } else { 0.0 });
        }
        sync_threads();
        if t < 64 {
            s.set(t + 64, 1.0);
        } else if t < 128 {
            v = s.get(t);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s[t]` may see another thread's write of `s[(t + 64)]`: no barrier between them

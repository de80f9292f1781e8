//! S8: `if flip != 0 { b = a; }` (a uniform branch on a kernel parameter):
//! with flip set, `b[(t + 1) % 128]` reads thread t + 1's write of `a[t + 1]`
//! in the same barrier phase.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn shared_handle_reassign_in_branch(flip: u32, x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = shared_array::<f32, 128>();
        let mut b = shared_array::<f32, 128>();
        if i < x.len() {
            a[t] = x[i];
        }
        if flip != 0 {
            b = a;
        }
        let r = b[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:

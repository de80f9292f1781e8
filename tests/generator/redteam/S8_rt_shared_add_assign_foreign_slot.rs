//! S8: `s[t / 2] += 1` on a shared array — threads 2k and 2k+1 update one slot
//! in the same barrier phase (the read-modify-write of another thread's slot).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_add_assign_foreign_slot(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 128 && i < x.len() {
            s[t / 2] += x[i];
        }
        sync_threads();
        if t < 128 && i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]: {{.*}}`s[{{.*}}]`

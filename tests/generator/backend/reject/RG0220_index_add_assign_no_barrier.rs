//! `s[t] += s[t + 1]` right after every thread wrote `s[t]`, with no
//! `sync_threads()` in between: thread t reads the slot thread t + 1 writes
//! in the same phase (indexing a shared array is checked like get/set).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_add_assign_no_barrier(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 129>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        s[t] += s[t + 1];
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[{{.*}}]`: no barrier between them

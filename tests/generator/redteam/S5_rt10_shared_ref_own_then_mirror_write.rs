//! S5 misuse: a shared borrow of the thread's element handed to a helper, then the value written to the mirrored element, `let v = twice(&y[i]); y[n - 1 - i] = v;` under `i < n`, n = y.len(): thread i reads y[i], which thread n - 1 - i writes (two injective functions on one parameter). Expected RG0201.
#![no_std]
use rsgpu::*;

fn twice(v: &f32) -> f32 {
    *v * 2.0
}

rsgpu::kernel! {
    pub fn shared_ref_own_then_mirror_write(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = y.len();
        if i < n {
            let v = twice(&y[i]);
            y[n - 1 - i] = v;
        }
    }
}
// CHECK: error[RG0201]:

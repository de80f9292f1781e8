//! S5: a `&mut [T]` local first bound to `b`, then reassigned to `a`
//! (`q = a;`): thread i writes `a[i]` and then `q[i + 1]` = `a[i + 1]`, the
//! element thread i + 1 writes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mut_param_reassigned(a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut q: &mut [f32] = b;
        if i < a.len() {
            a[i] = 1.0;
        }
        q = a;
        if i + 1 < q.len() {
            q[i + 1] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[123]}}]:

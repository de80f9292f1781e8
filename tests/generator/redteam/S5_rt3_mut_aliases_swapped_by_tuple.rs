//! S5: two `&mut [f32]` aliases of the parameters swapped by a tuple
//! assignment, `(p, q) = (q, p);`, between `p[i] = ..` and `q[i + 1] = ..`:
//! both writes land in `a`, at i and at thread i + 1's element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mut_aliases_swapped_by_tuple(a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut p: &mut [f32] = &mut *a;
        let mut q: &mut [f32] = &mut *b;
        if i + 1 < p.len() && i + 1 < q.len() {
            p[i] = 1.0;
            (p, q) = (q, p);
            q[i + 1] = 2.0;
        }
        let _ = p;
    }
}
// CHECK: error[RG020{{[12]}}]:

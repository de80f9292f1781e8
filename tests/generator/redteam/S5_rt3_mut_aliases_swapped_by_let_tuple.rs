//! S5: the aliases swapped by a destructuring `let (p2, q2) = (q, p);`, then
//! `p[i]` before and `q2[i + 1]` after: both in `a`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mut_aliases_swapped_by_let_tuple(a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p: &mut [f32] = &mut *a;
        let q: &mut [f32] = &mut *b;
        if i + 1 < p.len() && i + 1 < q.len() {
            p[i] = 1.0;
            let (p2, q2) = (q, p);
            q2[i + 1] = 2.0;
            let _ = p2;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:

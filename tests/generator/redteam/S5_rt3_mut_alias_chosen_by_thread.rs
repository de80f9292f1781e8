//! S5: an alias chosen per thread, `let q = if i % 2 == 0 { &mut *a } else
//! { &mut *b };` then `q[i / 2] = ..`: threads 2k and 2k + 1 write a[k] and
//! b[k] — fine — but `q[i / 4]`: threads 0 and 2 both write a[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mut_alias_chosen_by_thread(a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let q: &mut [f32] = if i % 2 == 0 { &mut *a } else { &mut *b };
        if i / 4 < q.len() {
            q[i / 4] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:

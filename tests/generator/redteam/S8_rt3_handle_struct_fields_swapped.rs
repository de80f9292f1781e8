//! S8: two shared arrays held in a plain struct whose fields are swapped
//! (`let tmp = p.a; p.a = p.b; p.b = tmp;`), then `p.b[(t + 1) % 128]` —
//! array A's neighbour slot, written in this phase.
#![no_std]
use rsgpu::*;

struct Pair {
    a: SharedArray<f32, 128>,
    b: SharedArray<f32, 128>,
}

rsgpu::kernel! {
    pub fn handle_struct_fields_swapped(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut p = Pair { a: shared_array::<f32, 128>(), b: shared_array::<f32, 128>() };
        if i < x.len() {
            p.a[t] = x[i];
        }
        let tmp = p.a;
        p.a = p.b;
        p.b = tmp;
        let r = p.b[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:

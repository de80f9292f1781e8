//! S5: an `Option<&mut [f32]>` holding the parameter, written at `i / 2`:
//! `let o: Option<&mut [f32]> = if flag != 0 { Some(&mut *y) } else { None };
//! if let Some(q) = o { q[i / 2] = .. }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn option_mut_slice_half_index(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let o: Option<&mut [f32]> = if flag != 0 { Some(&mut *y) } else { None };
        if let Some(q) = o {
            if i / 2 < q.len() {
                q[i / 2] = 1.0;
            }
        }
    }
}
// CHECK: error[RG020{{[123]}}]:

//! Near miss of accept/shared_ref_to_own_elem.rs: `ps[i / 2].get()` borrows
//! an element threads 2k and 2k + 1 share while each writes its own
//! `ps[i].x`: thread 2k + 1 reads what thread 2k writes. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct P {
        pub x: f32,
    }
}

impl P {
    fn get(&self) -> f32 {
        self.x
    }
}

rsgpu::kernel! {
    pub fn shared_ref_half(ps: &mut [P], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < ps.len() && i < out.len() {
            ps[i].x += 1.0;
            out[i] = ps[i / 2].get();
        }
    }
}
// CHECK: error[RG0201]: read of `ps[(i / 2)]` may collide: two threads can access the same element

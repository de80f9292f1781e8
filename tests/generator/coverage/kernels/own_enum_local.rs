#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Class {
    Negative,
    Small,
    Large,
}

fn classify(v: f32) -> Class {
    if v < 0.0 {
        Class::Negative
    } else if v < 4.0 {
        Class::Small
    } else {
        Class::Large
    }
}

rsgpu::kernel! {
    pub fn own_enum_local(x: &[f32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = match classify(x[i]) {
                Class::Negative => 0,
                Class::Small => 1,
                Class::Large => 2,
            };
        }
    }
}

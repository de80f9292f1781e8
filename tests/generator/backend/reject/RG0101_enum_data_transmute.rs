//! Reading an enum with data as other bytes (`transmute`) is refused: the
//! C++ struct of payloads is not Rust's layout, and a tag made from
//! arbitrary bits could name no variant.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
#[repr(u32)]
enum Val {
    I(u32),
    F(f32),
}

rsgpu::kernel! {
    pub fn enum_data_transmute(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let v = if x[i] % 2 == 0 { Val::I(x[i]) } else { Val::F(1.5) };
            let raw: [u32; 2] = unsafe { core::mem::transmute(v) };
            out[i] = raw[0] ^ raw[1];
        }
    }
}
// CHECK: error[RG0101]: a `Transmute` cast from `Val` to `[u32; 2]` reads an enum with data as other bytes

//! Colour conversions with `From`: `impl From<u32> for Rgb` (unpack), `impl From<Rgb> for u32` (pack),
//! `.into()` at the call sites, `u16::from(u8)` widening and `u8::try_from(..).unwrap_or(u8::MAX)`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Rgb {
    r: u8,
    g: u8,
    b: u8,
}

impl From<u32> for Rgb {
    fn from(p: u32) -> Self {
        Rgb { r: (p >> 16) as u8, g: (p >> 8) as u8, b: p as u8 }
    }
}

impl From<Rgb> for u32 {
    fn from(c: Rgb) -> u32 {
        (c.r as u32) << 16 | (c.g as u32) << 8 | c.b as u32
    }
}

fn brighten(c: Rgb, num: u16) -> Rgb {
    let f = |v: u8| u8::try_from(u16::from(v) * num / 8).unwrap_or(u8::MAX);
    Rgb { r: f(c.r), g: f(c.g), b: f(c.b) }
}

rsgpu::kernel! {
    pub fn u29_from_into_rgb(px: &[u32], num: u16, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < px.len() && i < out.len() {
            let c: Rgb = px[i].into();
            out[i] = brighten(c, num).into();
        }
    }
}

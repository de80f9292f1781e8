//! Packed RGB bytes to grayscale with integer weights (77, 150, 29) >> 8, one pixel per thread.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Rgb(u8, u8, u8);

impl Rgb {
    fn from_slice(p: &[u8]) -> Rgb {
        match p {
            [r, g, b] => Rgb(*r, *g, *b),
            _ => Rgb(0, 0, 0),
        }
    }
    fn luma(self) -> u8 {
        let Rgb(r, g, b) = self;
        ((77 * r as u32 + 150 * g as u32 + 29 * b as u32) >> 8) as u8
    }
}

rsgpu::kernel! {
    pub fn u27_rgb_grayscale(rgb: &[u8], gray: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(px) = rgb.chunks_exact(3).nth(i) {
            if i < gray.len() {
                gray[i] = Rgb::from_slice(px).luma();
            }
        }
    }
}

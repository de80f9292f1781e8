use diff::*;
use kernel::u24_div_ceil_misc;

fn main() {
    diff::main(|d| {
        for (n, block) in [(2usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_div_ceil_misc(a = buf(from_fn(n, |i| if i == 0 { u32::MAX - 20 } else { (hash(2481, i) >> 1) as u32 })),
                                      b = buf(from_fn(n, |i| if i == 0 { i32::MIN } else { hash(2482, i) as i32 })), out = buf_mut(zeros(n))));
        }
    });
}

use diff::*;
use kernel::u29_int_float_bits;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (64, 32), (333, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_int_float_bits(a = buf(from_fn(n, |i| hash(2944, i) as i32)), f = buf(floats(n, 2945)),
                                       out_r = buf_mut(zeros(n)), out_w = buf_mut(zeros(n)),
                                       out_s = buf_mut(zeros(n)), out_u = buf_mut(zeros(n)), out_e = buf_mut(zeros(n)), out_f = buf_mut(zeros(n))));
        }
    });
}

use diff::*;
use kernel::own_const_array;

fn main() {
    diff::main(|d| {
        for (w, h, block) in [(3usize, 3usize, 32usize), (32, 20, 128)] {
            let n = w * h;
            launch!(d, threads(n.div_ceil(block), block),
                    own_const_array(img = buf(floats(n, 36)), width = val(w), out = buf_mut(zeros(n))));
        }
    });
}

use diff::*;
use kernel::u29_stack_struct_pop;

fn main() {
    diff::main(|d| {
        let alphabet = b"(()[]).[";
        for (n, len, block) in [(1usize, 1usize, 32usize), (64, 12, 32), (300, 40, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_stack_struct_pop(text = buf(from_fn(n * len, |i| alphabet[(hash(2967, i) % 8) as usize])), len = val(len),
                                         out = buf_mut(zeros(2 * n))));
        }
    });
}
